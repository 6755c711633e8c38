/** The one line `npm start` ends with when a port it needs is taken: the port, the variable that moves it, and an example. */
export function busyPortMessage(port: number, variable: 'SITE_PORT' | 'STORYBLOK_LOCAL_PORT'): string {
  const other = variable === 'SITE_PORT' ? 8797 : 8798
  return `npm start: port ${port} is in use (${variable}): stop what listens there, or choose another port, e.g. ${variable}=${other} npm start`
}
