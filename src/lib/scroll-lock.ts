// Page scroll lock shared by the explore tray and the modals. Counted, so that a modal opened
// from the tray, or two stacked modals, release it only when the last one closes.
let holders = 0

export function lockScroll() {
  holders += 1
  if (holders === 1) document.documentElement.setAttribute('data-scroll-locked', '')
}

export function unlockScroll() {
  if (holders === 0) return
  holders -= 1
  if (holders === 0) document.documentElement.removeAttribute('data-scroll-locked')
}

export function setBodyNoScrollMarker(on: boolean) {
  document.body.classList.toggle('no-scroll', on)
}
