// Success and failure texts of the forms (spec 8), in one place.
export const formMessages = {
  contactSuccess: 'Thanks for contacting us, we will get back to you soon!',
  grantSuccess: 'Thank you for your application! We will get back to you soon.',
  subscribeSuccess: 'Subscribed successfully',
  waitlistSuccess: 'Thank you for joining the waitlist!',
  waitlistFailure: 'An error occurred. Please try again.',
  /** Beyond the original, which ignored failed sends: say so, and keep what was typed. */
  sendFailure: 'We could not send your message. Please try again.',
  messagePlaceholder: 'Enter your message here...',
} as const
