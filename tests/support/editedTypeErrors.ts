import { resolve } from 'node:path'
import ts from 'typescript'

/** Every file parsed so far, by name, each with the text it was parsed from. */
const PARSED = new Map<string, ts.SourceFile>()

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
  // A file whose text no edit changed is parsed once for all the checks of this process (the DOM's
  // and React's declarations among them): a recipe's checks differ in a few files.
  host.getSourceFile = (fileName, languageVersion) => {
    const text = host.readFile(fileName)
    if (text === undefined) return undefined
    const parsed = PARSED.get(fileName)
    if (parsed?.text === text) return parsed
    const sourceFile = ts.createSourceFile(fileName, text, languageVersion)
    PARSED.set(fileName, sourceFile)
    return sourceFile
  }
  const program = ts.createProgram(roots, options, host)
  const formatHost = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.formatDiagnostic(diagnostic, formatHost).trim())
}

/** The files the errors name. */
export const filesOf = (errors: string[]) => [...new Set(errors.map((error) => error.slice(0, error.indexOf('('))))].sort()
