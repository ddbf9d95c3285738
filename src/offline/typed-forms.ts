// Whether a form on the page holds what the visitor typed: each form says so with a data-typed
// attribute while it does (src/enquiry/use-enquiry-form.ts). The offer to reload for a new version
// reads it (machines/update-offer.machine.ts). An attribute rather than a shared module, so
// that the forms' code and this lazily loaded reader share no chunk: the first load pays for a
// line, not for a module of its own.

const typedForm = 'form[data-typed]'

/** Whether some form on the page holds typed text now. */
export const anyFormTyped = (root: ParentNode = document) => !!root.querySelector(typedForm)

/** Calls `listener` whenever the answer changes (a form typed in, emptied, sent or gone). */
export function watchTypedForms(
  listener: (typed: boolean) => void,
  root: HTMLElement = document.body,
): () => void {
  let last = anyFormTyped(root)
  const observer = new MutationObserver(() => {
    const now = anyFormTyped(root)
    if (now === last) return
    last = now
    listener(now)
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-typed'],
  })
  return () => observer.disconnect()
}
