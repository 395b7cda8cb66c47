// The enquiry page's fields and, under them, the files sent with a form's answers: read from the staff API as the page
// reads them, each a download link with its size and type.
import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';
import { ok, STAFF, staffEnquiry } from '@/testing/staff/desk-testing';

import { getEnquiry } from '../api/enquiries';

import { EnquiryFields } from './enquiry-fields';

const enquiry = staffEnquiry(12, { form_name: 'GST registration', project_brief: 'GST certificate: certificate.pdf (240 KB)' });

describe('the enquiry’s fields', () => {
  it('lists the files sent with the answers, each a download link with its size and type', async () => {
    server.use(
      http.get(`${STAFF}/enquiries/12`, () =>
        ok({
          enquiry,
          notes: [],
          files: [
            { id: 3, field_key: 'gst-certificate', name: 'certificate.pdf', type: 'application/pdf', bytes: 245_760 },
            { id: 4, field_key: 'shop-photo', name: 'shop front.jpg', type: 'image/jpeg', bytes: 3_565_158 },
            // Not a file the API describes: left out where the answer enters.
            { field_key: 'broken', name: 'no-id.png' },
          ],
        }),
      ),
    );
    const loaded = await getEnquiry(12);
    render(<EnquiryFields enquiry={loaded!.enquiry} files={loaded!.files} />);

    const list = within(screen.getByRole('region', { name: 'Files' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['certificate.pdf (240 KB, PDF)', 'shop front.jpg (3.4 MB, JPEG)']);
    const certificate = within(list).getByRole('link', { name: 'certificate.pdf' });
    expect(certificate).toHaveAttribute('href', '/api/staff/enquiries/12/files/3');
    expect(certificate).toHaveAttribute('download');
    expect(within(list).getByRole('link', { name: 'shop front.jpg' })).toHaveAttribute('href', '/api/staff/enquiries/12/files/4');
  });

  it('shows no Files part for an enquiry sent without files', () => {
    render(<EnquiryFields enquiry={enquiry} files={[]} />);
    expect(screen.getByText('Answers', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Files' })).toBeNull();
  });
});
