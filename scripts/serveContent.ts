// `npm run content:serve`: the local Storyblok on its own port (STORYBLOK_LOCAL_PORT, 8788), with the
// local Amplitude collector beside it, as `npm start` serves them; the flags are storyblok-local's
// (its README): `-- --port 8799 --latency 200 --rate-429 0.1 --blog-posts 10000 …`.
import { serveFromCommandLine } from '../storyblok-local/server'
import { startLocalServices } from './localSite/startLocalServices'

await serveFromCommandLine(startLocalServices)
