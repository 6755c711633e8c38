import type { Story } from '../content/storyblok'

interface HomePageProps {
  story: Story
  language: string
}

export function HomePage({ story }: HomePageProps) {
  const content = story.content as { title?: string; description?: string }
  return (
    <article className="home">
      <h1>{content.title ?? story.name}</h1>
      {content.description ? <p>{content.description}</p> : null}
    </article>
  )
}
