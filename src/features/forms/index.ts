/** What page owners place: the six forms (server components rendering their client leaves). */
export { ContactForm, DeletionRequestForm, JobApplicationForm, LeadForm, PartnerForm } from './forms'
/** The footer imports it from './newsletter' directly, so no other form's code reaches every page. */
export { NewsletterForm } from './newsletter'
