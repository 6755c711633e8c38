/** Video files a browser plays itself, served over https. */
const VIDEO_FILE = /^https:\/\/[^\s?#]+\.(mp4|webm|ogv|mov)(?:[?#]\S*)?$/i

/** Whether an address is a video file (played in `<video>`, a VideoObject's `contentUrl`) rather than a player page. */
export function isVideoFile(url: string): boolean {
  return VIDEO_FILE.test(url)
}
