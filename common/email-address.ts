// The WHATWG e-mail pattern (what type="email" accepts), with at least one dot in the domain: an enquiry's
// address and the one a privacy request is looked up by. A module of its own, so the staff area's privacy
// page does not pull the enquiry rules (and the visit fields the page's entry carries) into a shared chunk.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
