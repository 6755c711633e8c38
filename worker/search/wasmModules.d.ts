/** A .wasm file imported by a Worker is its compiled module (wrangler's CompiledWasm rule). */
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
