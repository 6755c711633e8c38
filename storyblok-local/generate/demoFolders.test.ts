import { describe, expect, it } from 'vitest'
import { DESCRIPTION_LENGTH } from '../../shared/seo/seoBounds'
import { textLength } from '../../shared/seo/textLength'
import { sectionName } from '../../shared/sections/sectionName'
import { SECTIONS, sectionById } from '../../shared/sections/sections'
import { demoLanguages } from '../space/demoSpace'
import { fullLanguages } from './copy/fullLanguages'
import { startPageCopy } from './demoFolders'

describe('the start page of a section', () => {
  it.each(demoLanguages('full'))(
    'without words of its own, is named as the section and described in 50–160 characters, as the SEO crawl wants (%s)',
    (lang) => {
      const { copy } = fullLanguages[lang]
      // A section added to SECTIONS has no entry in `pages.sections` until someone writes one.
      const unworded = { ...copy, pages: { ...copy.pages, sections: {} } }
      for (const section of SECTIONS) {
        const words = startPageCopy(unworded, section, lang)
        expect(words.title, section.id).toBe(sectionName(section, lang))
        expect(textLength(words.description), words.description).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min)
        expect(textLength(words.description), words.description).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max)
        expect(words.description, section.id).toContain(sectionName(section, lang))
      }
    },
  )

  it('keeps the words a section has in the language', () => {
    const blog = sectionById('blog')
    for (const lang of demoLanguages('full')) expect(startPageCopy(fullLanguages[lang].copy, blog, lang)).toEqual(fullLanguages[lang].copy.pages.sections.blog)
  })
})
