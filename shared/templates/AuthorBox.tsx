import { Image } from '../components/ui/Image'
import type { Author } from '../content/types/author'
import { messagesFor } from '../i18n/messages/catalogue'

const AVATAR_SIZE = 56

/** The author of a blog article. */
export function AuthorBox({ author, language }: { author: Author; language: string }) {
  return (
    <section className="sidebar-box author-box" aria-label={messagesFor(language).templates.writtenBy}>
      {author.avatar ? <Image className="author-box__avatar" src={author.avatar.src} decorative width={AVATAR_SIZE} height={AVATAR_SIZE} rounded /> : null}
      <div>
        <p className="sidebar-box__label">{messagesFor(language).templates.writtenBy}</p>
        <p className="author-box__name">{author.name}</p>
        {author.role ? <p className="author-box__role">{author.role}</p> : null}
      </div>
    </section>
  )
}
