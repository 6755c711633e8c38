/** One accepted IndexNow submission: when it came, and its URLs. */
export interface IndexNowSubmission {
  at: string
  urlList: string[]
}

/** The submissions the IndexNow stand-in accepted since the last reset, oldest first (`GET /_control/indexnow`). */
export class IndexNowLog {
  private submissions: IndexNowSubmission[] = []

  record(urlList: string[], at: Date): void {
    this.submissions.push({ at: at.toISOString(), urlList: [...urlList] })
  }

  list(): readonly IndexNowSubmission[] {
    return this.submissions
  }

  clear(): void {
    this.submissions = []
  }
}
