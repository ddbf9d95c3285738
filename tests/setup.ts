import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… and waitFor give up after 1 s by default: on a 2-core machine running two test files
// at once (and CI's other work beside them), a render, or the first load of a chunk the page
// fetches on intent, can take longer than that. The limit is a guard against a hang, never a
// measurement: tests that time something use fake timers.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => {
  cleanup()
})

// jsdom has <dialog> but not its modal methods. The real behaviour (top layer, inert page,
// Escape) is covered in Chromium; here we only need open/close to toggle the attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
