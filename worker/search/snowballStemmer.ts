// Snowball's stemmers (3.1) compiled to WebAssembly, from `multilingual-stemmer`. Its entry
// fetches the .wasm by URL at import, which a Worker cannot do; its wasm-bindgen glue takes the
// module instead (`initSync`), and Workers import a .wasm file as a compiled module. The package's
// `exports` only name its entry, so both files are reached by their path.
import { initSync, Languages, Stemmer } from '../../node_modules/multilingual-stemmer/dist/browser/index.js'
import * as stemmerWasmImport from '../../node_modules/multilingual-stemmer/dist/browser/index_bg.wasm'
import { reachOf } from '../../shared/i18n/messages/catalogue'

/** The compiled module: a Worker's import of a .wasm file (its default); the package's .d.ts beside it describes the instance's exports instead. */
const stemmerWasm = (stemmerWasmImport as unknown as { default: WebAssembly.Module }).default

/**
 * Snowball's language of that name (`'German'`): a name Snowball does not have is the pack's mistake, and says so.
 * @internal its test gives it a name no pack has.
 */
export function snowballNamed(name: string, language: string): Languages {
  const snowball: unknown = Languages[name as keyof typeof Languages]
  if (typeof snowball !== 'number')
    throw new Error(`The ${language} pack names "${name}" as its stemmer, which Snowball does not have (multilingual-stemmer's Languages)`)
  return snowball
}

const stemmers = new Map<string, Stemmer | null>()

/** The stemming function of a language (lowercase words in, stems out), or null for a language without one; made once per isolate. */
export function snowballStemmer(language: string): ((word: string) => string) | null {
  let stemmer = stemmers.get(language)
  if (stemmer === undefined) {
    // A language's pack names Snowball's language (LanguageReach.stemmer), or null for none.
    const name = reachOf(language)?.stemmer ?? null
    if (name === null) stemmer = null
    else {
      const snowball = snowballNamed(name, language)
      initSync({ module: stemmerWasm })
      stemmer = new Stemmer(snowball)
    }
    stemmers.set(language, stemmer)
  }
  return stemmer ? (word) => stemmer.stem(word) : null
}
