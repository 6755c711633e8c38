import { env } from 'cloudflare:workers'
import { TestContentService } from '../support/TestContentService'

// Runs before each test file: the one content service of the run starts every file with its demo content,
// no faults and an empty request log, whatever the file before it switched on.
await new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).reset()
