import { resolve } from 'node:path'
import ts from 'typescript'

/**
 * The type errors, `file(line,col): error …` each, of `roots` and what they import, checked with
 * the shared code's options (shared/tsconfig.json) after `edit` has rewritten each file's text and
 * with the files of `added` (their text by path) beside them, in memory only: a recipe's step
 * left out, without touching the tree.
 */
export function editedTypeErrors(
  roots: readonly string[],
  edit: (path: string, text: string) => string,
  added: Readonly<Record<string, string>> = {},
): string[] {
  const config = ts.getParsedCommandLineOfConfigFile('shared/tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error('shared/tsconfig.json does not parse')
  const options = {
    ...config.options,
    rootDir: process.cwd(),
    noEmit: true,
    composite: false,
    emitDeclarationOnly: false,
    declaration: false,
    incremental: false,
  }
  const host = ts.createCompilerHost(options)
  const addedText = new Map(Object.entries(added).map(([path, text]) => [resolve(path), text]))
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (fileName) => addedText.has(resolve(fileName)) || fileExists(fileName)
  host.readFile = (fileName) => {
    const text = addedText.get(resolve(fileName)) ?? readFile(fileName)
    return text === undefined ? text : edit(resolve(fileName), text)
  }
  const program = ts.createProgram(roots, options, host)
  const formatHost = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.formatDiagnostic(diagnostic, formatHost).trim())
}

/** The files the errors name. */
export const filesOf = (errors: string[]) => [...new Set(errors.map((error) => error.slice(0, error.indexOf('('))))].sort()
