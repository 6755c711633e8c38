import { describe, expect, it } from 'vitest'
import { oncePerObject } from './oncePerObject'

describe('oncePerObject', () => {
  it('derives once per object and gives every later caller the same result', () => {
    let runs = 0
    const titleOf = oncePerObject((story: { title: string }) => ({ title: story.title.toUpperCase(), run: ++runs }))
    const story = Object.freeze({ title: 'About us' })
    const first = titleOf(story)
    expect(titleOf(story)).toBe(first)
    expect(first).toEqual({ title: 'ABOUT US', run: 1 })
    expect(titleOf(Object.freeze({ title: 'About us' }))).toEqual({ title: 'ABOUT US', run: 2 })
  })

  it('remembers no failure: the next call derives again', () => {
    let fail = true
    const checked = oncePerObject((env: { TOKEN: string }) => {
      if (fail) throw new Error('TOKEN is not set')
      return env.TOKEN
    })
    const env = { TOKEN: 'x' }
    expect(() => checked(env)).toThrow('TOKEN is not set')
    fail = false
    expect(checked(env)).toBe('x')
  })
})
