import { setup } from 'xstate'

export type GrantOfferEvent = { type: 'offer.grab' } | { type: 'offer.back' }

/**
 * The offer modal's two steps: the Early Adopter offer, then the grant application
 * after 'Grab This Offer'. Closing the modal ends the actor, so it always reopens at step 1.
 */
export const grantOfferMachine = setup({
  types: { events: {} as GrantOfferEvent },
}).createMachine({
  id: 'grantOffer',
  initial: 'offer',
  states: {
    offer: { on: { 'offer.grab': 'application' } },
    application: { on: { 'offer.back': 'offer' } },
  },
})
