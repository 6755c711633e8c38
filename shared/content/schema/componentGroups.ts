import { defineFolder } from '@storyblok/schema'

/** The component groups (Storyblok's component folders) editors pick bloks from. */
export const pageTypesGroup = defineFolder({ name: 'Page types' })
export const sectionsGroup = defineFolder({ name: 'Sections' })
export const shellGroup = defineFolder({ name: 'Shell' })
export const richTextBlocksGroup = defineFolder({ name: 'Rich-text blocks' })
