import { build } from 'esbuild'
import path from 'node:path'

const SCRIPT_ENTRY = path.join(import.meta.dirname, 'browser/editor.ts')

let script: Promise<string> | undefined

/** The local editor's browser script, bundled from browser/ on first use (Node only). */
export function bundleEditorScript(): Promise<string> {
  script ??= build({ entryPoints: [SCRIPT_ENTRY], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'warning' }).then(
    (result) => result.outputFiles[0]?.text ?? '',
  )
  return script
}
