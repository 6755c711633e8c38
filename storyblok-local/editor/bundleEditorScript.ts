import { build } from 'esbuild'
import path from 'node:path'
import type { EditorScript } from './createEditorApi'

/** The local editor's browser scripts: the editor itself, and its index's filter. */
const ENTRIES: Record<EditorScript, string> = { editor: 'browser/editor.ts', index: 'browser/storyFilter.ts' }

const scripts = new Map<EditorScript, Promise<string>>()

/** A local editor's browser script, bundled from browser/ on first use (Node only). */
export function bundleEditorScript(entry: EditorScript): Promise<string> {
  let script = scripts.get(entry)
  if (!script) {
    const entryPoint = path.join(import.meta.dirname, ENTRIES[entry])
    script = build({ entryPoints: [entryPoint], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'warning' }).then(
      (result) => result.outputFiles[0]?.text ?? '',
    )
    scripts.set(entry, script)
  }
  return script
}
