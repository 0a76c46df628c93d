/** What page owners place: the six forms (server components rendering their client leaves). */
export {
  ContactForm,
  DeletionRequestForm,
  JobApplicationForm,
  LeadForm,
  PartnerForm,
} from './forms'
