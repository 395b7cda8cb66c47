// Test fixture: a valid enquiry with every field filled, that the contact form's tests vary one field at a time.
export const sampleEnquiry = {
  full_name: 'Asha Kulkarni',
  email: 'asha@kulkarni-traders.in',
  phone: '+91 98220 45110',
  page_details: 'TallyPrime Gold',
  project_brief: 'Three branches in Pune and Nashik need GST e-invoicing and payroll.',
  /** The version of the privacy notice the visitor agreed to: the server refuses an enquiry without one it published. */
  consent_version: '2026-11',
} as const;
