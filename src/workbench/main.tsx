import { createRoot } from 'react-dom/client'
import '../styles/global.css'
import { WorkbenchApp } from './app'

// The dialogs of the real components (the tray) open non-modally here: a modal <dialog> would
// make the workbench's own controls inert while it is open.
HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show

const root = document.getElementById('root')
if (!root) throw new Error('The workbench page has no #root')
createRoot(root).render(<WorkbenchApp />)
