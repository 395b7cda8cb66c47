import { http, HttpResponse } from 'msw';

/** One person (Priya, by e-mail or phone) with two enquiries, a note, a quotation revised once and an audit entry; nobody else. */
export const privacyPerson = {
  enquiries: [
    {
      id: 4,
      received_at: '2026-11-02T05:00:00.000Z',
      full_name: 'Priya Kulkarni',
      email: 'priya@example.in',
      phone: '+91 98220 12345',
      status: 'contacted',
      assignee: 'meera@example.in',
      project_brief: 'TallyPrime for 3 users',
      notes: [{ id: 1, author: 'meera@example.in', body: 'Called back; wants a quote.', created_at: '2026-11-03T06:00:00.000Z' }],
    },
    {
      id: 7,
      received_at: '2026-11-05T05:00:00.000Z',
      full_name: 'Priya Kulkarni',
      email: 'priya@example.in',
      phone: '',
      status: 'new',
      assignee: '',
      project_brief: 'Payroll training',
      notes: [],
    },
  ],
  quotations: [
    {
      enquiry_id: 4,
      number: 'DX-Q-2026-00012',
      revision: 0,
      date: '2026-11-03',
      total: '₹1,87,620.00',
      status: 'revised',
      link: '/quotation/aB3dE5fG7hJ9kL1mN3pQ5rS7',
    },
    {
      enquiry_id: 4,
      number: 'DX-Q-2026-00012',
      revision: 1,
      date: '2026-11-04',
      total: '₹1,63,548.00',
      status: 'sent',
      link: '/quotation/tV9wX1yZ3aB5cD7eF9gH1jK3',
    },
  ],
  audit: [{ id: 11, at: '2026-11-03T06:00:00.000Z', actor: 'meera@example.in', action: 'note', entity_id: 4 }],
};

export const privacyLog = [
  {
    id: 2,
    kind: 'erasure',
    received_on: '2026-10-01',
    due_on: '2026-10-31',
    answered_at: '2026-11-04T06:00:00.000Z',
    answered_by: 'asha@example.in',
    enquiries: 1,
    in_time: false,
  },
  {
    id: 1,
    kind: 'access',
    received_on: '2026-11-01',
    due_on: '2026-12-01',
    answered_at: '2026-11-02T06:00:00.000Z',
    answered_by: 'asha@example.in',
    enquiries: 2,
    in_time: true,
  },
];

/** The Privacy requests page's calls: Priya found by her e-mail or phone, the log of two answers. */
export const privacyRequestHandlers = [
  http.get('*/api/staff/privacy', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const isPriya =
      query.get('email')?.toLowerCase() === 'priya@example.in' || query.get('phone')?.replace(/\D/g, '').endsWith('9822012345');
    return HttpResponse.json({ success: true, data: isPriya ? privacyPerson : { enquiries: [], audit: [] } });
  }),
  http.get('*/api/staff/privacy/requests', () => HttpResponse.json({ success: true, data: { items: privacyLog } })),
];
