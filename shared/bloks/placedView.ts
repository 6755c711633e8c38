import type { BlokView, BlokViews, PageBodyComponent, RichTextComponent } from './BlokViews'

/**
 * The view of a blok placed where the model allows `allowed` (fieldBloks), or undefined where
 * that place does not take its component. Allowed components are placed bloks, which the
 * registry's type holds a view for.
 */
export function placedView(views: BlokViews, allowed: ReadonlySet<string>, component: string): BlokView | undefined {
  return allowed.has(component) ? views[component as PageBodyComponent | RichTextComponent] : undefined
}
