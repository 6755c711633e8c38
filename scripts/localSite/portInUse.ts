import { createServer } from 'node:net'

/** Whether something already listens on 127.0.0.1:`port` (a listen there fails with EADDRINUSE). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)))
  })
}
