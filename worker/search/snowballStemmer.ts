// Snowball's stemmers (3.1) compiled to WebAssembly, from `multilingual-stemmer`. Its entry
// fetches the .wasm by URL at import, which a Worker cannot do; its wasm-bindgen glue takes the
// module instead (`initSync`), and Workers import a .wasm file as a compiled module. The package's
// `exports` only name its entry, so both files are reached by their path.
import { initSync, Languages, Stemmer } from '../../node_modules/multilingual-stemmer/dist/browser/index.js'
import * as stemmerWasmImport from '../../node_modules/multilingual-stemmer/dist/browser/index_bg.wasm'

/** The compiled module: a Worker's import of a .wasm file (its default); the package's .d.ts beside it describes the instance's exports instead. */
const stemmerWasm = (stemmerWasmImport as unknown as { default: WebAssembly.Module }).default

/** The site's languages by Snowball's name for them; Latvian has no Snowball stemmer (its words are folded and matched as typed). */
const SNOWBALL_LANGUAGES: Readonly<Record<string, Languages>> = {
  en: Languages.English,
  de: Languages.German,
  fr: Languages.French,
  es: Languages.Spanish,
  it: Languages.Italian,
  pt: Languages.Portuguese,
  nl: Languages.Dutch,
  pl: Languages.Polish,
  et: Languages.Estonian,
  lt: Languages.Lithuanian,
  ro: Languages.Romanian,
  ru: Languages.Russian,
  el: Languages.Greek,
}

const stemmers = new Map<string, Stemmer | null>()

/** The stemming function of a language (lowercase words in, stems out), or null for a language without one; made once per isolate. */
export function snowballStemmer(language: string): ((word: string) => string) | null {
  let stemmer = stemmers.get(language)
  if (stemmer === undefined) {
    const snowball = SNOWBALL_LANGUAGES[language]
    if (snowball === undefined) stemmer = null
    else {
      initSync({ module: stemmerWasm })
      stemmer = new Stemmer(snowball)
    }
    stemmers.set(language, stemmer)
  }
  return stemmer ? (word) => stemmer.stem(word) : null
}
