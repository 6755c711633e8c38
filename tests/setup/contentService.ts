import { startContentService } from '../../storyblok-local/server'
import { TEST_CONTENT_PORT } from './testContentPort'

export default async function setup() {
  const service = await startContentService({ port: TEST_CONTENT_PORT })
  return () => service.close()
}
