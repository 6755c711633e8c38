import type { SeoProblem } from '../seo/SeoProblem'
import { seoProblemText } from '../seo/seoProblemText'
import { TopNotices } from './TopNotices'

/** What the check at the story's last publish found on its published page (worker/seo/): one notice a problem. */
export function SeoNotices({ problems }: { problems: readonly SeoProblem[] }) {
  return <TopNotices say={(text) => problems.map((problem) => seoProblemText(text, problem))} />
}
