// Invoker commands (HTML's `commandfor` and `command`): a button that opens or closes a dialog by
// itself, so it works without JavaScript and before its island's script has arrived
// (docs/decisions/controls-work-without-javascript.md). React passes the attributes through as they are.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- React's own type parameter: a merged declaration repeats it
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: string
  }
}

/** A button's attributes that open the dialog `id` as a modal: the browser's own action, before any script and without one. */
export function showsModal(id: string) {
  return { commandfor: id, command: 'show-modal' }
}
