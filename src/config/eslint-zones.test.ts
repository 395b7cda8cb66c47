// @vitest-environment node
// The import layers of eslint.config.js hold: ESLint rejects content ↔ components, features → content,
// shared code → content and feature → feature imports (every folder under src/features, the staff areas too),
// shared code (the staff frame too) → features, the site's imports of the test helpers (src/testing), the
// company's imports of the samples (src/samples) and the server's imports from src/, and lets the allowed
// directions through. Each probe is linted as if it
// were a file at that path.
import { readdirSync } from 'node:fs';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the import-layer rule for `code` linted as the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

/** The messages of the restricted-imports rule (the server's imports from src/) for `code` at `filePath`. */
async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('ESLint import zones', { timeout: 60_000 }, () => {
  it('rejects a component that imports content', async () => {
    const errors = await layerErrors(
      'src/components/sections/probe-section.tsx',
      "import { company } from '@/copy/company';\n\nexport const name = company.name;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Components must not import copy')]);
  });

  it('rejects a layout part that imports navigation', async () => {
    const errors = await layerErrors(
      'src/components/layout/probe.tsx',
      "import { builtInMenus } from '@/copy/navigation';\n\nexport const links = builtInMenus;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Components must not import copy')]);
  });

  it('rejects content that imports a component, even a type', async () => {
    const errors = await layerErrors(
      'src/copy/probe.ts',
      "import type { SectionProps } from '@/components/ui/section';\n\nexport type Probe = SectionProps;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Copy must not import components')]);
  });

  it('rejects a feature or shared code that imports content', async () => {
    const code = "import { company } from '@/copy/company';\n\nexport const name = company.name;\n";
    expect(await layerErrors('src/features/services/components/probe.tsx', code)).toEqual([
      expect.stringContaining('Features must not import src/copy'),
    ]);
    expect(await layerErrors('src/lib/probe.ts', code)).toEqual([expect.stringContaining('Only routes and layouts import src/copy')]);
  });

  it("rejects a feature that imports another feature, the samples' demo shop included", async () => {
    const code =
      "import { ServicesSection } from '@/features/services/components/services-section';\n\nexport const S = ServicesSection;\n";
    expect(await layerErrors('src/features/pricing/components/probe.tsx', code)).toEqual([
      expect.stringContaining('A feature must not import another feature'),
    ]);
    expect(await layerErrors('src/samples/shop/components/probe.tsx', code)).toEqual([
      expect.stringContaining('A feature must not import another feature'),
    ]);
  });

  it('fences every folder under src/features from the others, the staff areas included', async () => {
    const features = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toEqual(
      expect.arrayContaining(['content-editor', 'enquiry-desk', 'people', 'account', 'sign-in', 'reports', 'activity']),
    );
    const code = "import { PeopleView } from '@/features/people/components/people-view';\n\nexport const P = PeopleView;\n";
    for (const feature of features.filter((name) => name !== 'people')) {
      expect(await layerErrors(`src/features/${feature}/components/probe.tsx`, code), feature).toEqual([
        expect.stringContaining('A feature must not import another feature'),
      ]);
    }
    // Within its own folder a feature imports freely.
    expect(await layerErrors('src/features/people/components/probe.tsx', code)).toEqual([]);
    // A staff area's api is refused to another staff area as its components are.
    const api = "import { getEnquiry } from '@/features/enquiry-desk/api/enquiries';\n\nexport const get = getEnquiry;\n";
    expect(await layerErrors('src/features/reports/api/probe.ts', api)).toEqual([
      expect.stringContaining('A feature must not import another feature'),
    ]);
  });

  it('keeps the staff frame a shared layer: features use it, it uses no feature', async () => {
    const frame =
      "import { StaffSection } from '@/components/staff-frame/staff-section';\nimport { staffGet } from '@/lib/staff/staff-request';\n\nexport const parts = [StaffSection, staffGet];\n";
    expect(await layerErrors('src/features/account/components/probe.tsx', frame)).toEqual([]);
    const feature =
      "import { ContentEditor } from '@/features/content-editor/components/content-editor';\n\nexport const E = ContentEditor;\n";
    expect(await layerErrors('src/components/staff-frame/probe.tsx', feature)).toEqual([
      expect.stringContaining('Shared code must not import features or app'),
    ]);
    expect(await layerErrors('src/lib/staff/probe.ts', feature)).toEqual([
      expect.stringContaining('Shared code must not import features or app'),
    ]);
  });

  it('keeps the test helpers (src/testing) to tests', async () => {
    const helper = "import { renderStaff } from '@/testing/staff/desk-testing';\n\nexport const render = renderStaff;\n";
    expect(await layerErrors('src/features/enquiry-desk/components/probe.tsx', helper)).toEqual([
      expect.stringContaining('Only tests import src/testing'),
    ]);
    expect(await layerErrors('src/components/staff-frame/probe.tsx', helper)).toEqual([
      expect.stringContaining('Only tests import src/testing'),
    ]);
    expect(await layerErrors('src/features/enquiry-desk/components/probe.test.tsx', helper)).toEqual([]);
  });

  it("fences the template's samples off: the company's code cannot import them, they may import shared code", async () => {
    const fence = [expect.stringContaining("The company's code must not import the template's samples")];
    const copy = "import { blogPosts } from '@/samples/copy/blog';\n\nexport const posts = blogPosts;\n";
    expect(await layerErrors('src/app/routes/probe.tsx', copy)).toEqual(fence);
    expect(
      await layerErrors(
        'src/features/services/components/probe.tsx',
        "import { ProductGrid } from '@/samples/shop/components/product-grid';\n\nexport const G = ProductGrid;\n",
      ),
    ).toEqual(fence);
    expect(
      await layerErrors('src/probe.tsx', "import { Component } from './samples/routes/shop';\n\nexport const C = Component;\n"),
    ).toEqual(fence);
    expect(
      await layerErrors(
        'src/testing/probe.ts',
        "import { productHandlers } from '@/samples/testing/products';\n\nexport const h = productHandlers;\n",
      ),
    ).toEqual(fence);
    // A sample page composes shared sections, the company's features and its own copy.
    const samplePage = [
      "import { Section } from '@/components/ui/section';",
      "import { PricingSection } from '@/features/pricing/components/pricing-section';",
      "import { blogPosts } from '@/samples/copy/blog';",
      '',
      'export const parts = [Section, PricingSection, blogPosts];',
      '',
    ].join('\n');
    expect(await layerErrors('src/samples/routes/probe.tsx', samplePage)).toEqual([]);
    // Inside the fence the layers hold as outside it.
    expect(await layerErrors('src/samples/components/sections/probe-section.tsx', copy)).toEqual([
      expect.stringContaining('Components must not import copy'),
    ]);
  });

  it('keeps the shared folder apart from both sides, and the zod schemas out of the browser', async () => {
    const fromSite = "import { env } from '@/config/env';\n\nexport const origin = env.siteOrigin;\n";
    expect(await layerErrors('common/content-model/probe.ts', fromSite)).toEqual([
      expect.stringContaining('common/ is shared by the site and the server'),
    ]);
    const fromServer = "import { MAX_ID } from '../../server/db/content-items.ts';\n\nexport const max = MAX_ID;\n";
    expect(await layerErrors('common/content-model/probe.ts', fromServer)).toEqual([
      expect.stringContaining('common/ is shared by the site and the server'),
    ]);
    const schema = "import { MAX_ID } from '@common/content-model/schema';\n\nexport const max = MAX_ID;\n";
    expect(await layerErrors('src/features/content-editor/components/probe.tsx', schema)).toEqual([
      expect.stringContaining('not the zod schemas'),
    ]);
    const kinds = "import { CONTENT_KINDS } from '@common/content-model/kinds';\n\nexport const kinds = CONTENT_KINDS;\n";
    expect(await layerErrors('src/features/content-editor/components/probe.tsx', kinds)).toEqual([]);
  });

  it("sends a page's head tags through <Head>: a <Helmet> of its own is refused, its provider is not", async () => {
    const ownHelmet = "import { Helmet } from 'react-helmet-async';\n\nexport const Title = () => <Helmet><title>A</title></Helmet>;\n";
    expect(await restrictedImportErrors('src/components/probe-title.tsx', ownHelmet)).toEqual([
      expect.stringContaining("A page's head tags go through <Head>"),
    ]);
    const provider = "import { HelmetProvider } from 'react-helmet-async';\n\nexport const Provider = HelmetProvider;\n";
    expect(await restrictedImportErrors('src/app/probe-providers.tsx', provider)).toEqual([]);
    const head = "import { Head } from '@/components/head';\n\nexport const Title = () => <Head><title>A</title></Head>;\n";
    expect(await restrictedImportErrors('src/components/probe-title.tsx', head)).toEqual([]);
  });

  it('keeps the server from importing the site: what both use it takes from common/', async () => {
    const fixture = "import { homeFixture } from '../../src/testing/handlers/home.ts';\n\nexport const home = homeFixture;\n";
    expect(await restrictedImportErrors('server/db/probe.test.ts', fixture)).toEqual([
      expect.stringContaining('The server must not import the site'),
    ]);
    const content = "import { company } from '../../src/copy/about.ts';\n\nexport const name = company;\n";
    expect(await restrictedImportErrors('server/render/probe.ts', content)).toEqual([
      expect.stringContaining('The server must not import the site'),
    ]);
    // The contract has moved to common/: through src/ it is refused, from common/ taken.
    const throughSite = "import { apiPaths } from '../../src/types/api.ts';\n\nexport const paths = apiPaths;\n";
    expect(await restrictedImportErrors('server/api/probe.ts', throughSite)).toEqual([
      expect.stringContaining('The server must not import the site'),
    ]);
    const contract = "import { apiPaths } from '../../common/api-contract.ts';\n\nexport const paths = apiPaths;\n";
    expect(await restrictedImportErrors('server/api/probe.ts', contract)).toEqual([]);
    // The route table is taken from common/ too; the browser's reading of answers (src/lib/validate.ts) is the
    // site's alone, refused to the server's tests as well.
    const table = "import { pageMeta } from '../../src/config/routes.ts';\n\nexport const meta = pageMeta;\n";
    expect(await restrictedImportErrors('server/render/probe.ts', table)).toEqual([
      expect.stringContaining('The server must not import the site'),
    ]);
    const validate = "import { readRecord } from '../../src/lib/validate.ts';\n\nexport const read = readRecord;\n";
    expect(await restrictedImportErrors('server/api/probe.test.ts', validate)).toEqual([
      expect.stringContaining('The server must not import the site'),
    ]);
    const addresses = "import { pageAt } from '../../common/route-addresses.ts';\n\nexport const at = pageAt;\n";
    expect(await restrictedImportErrors('server/api/probe.ts', addresses)).toEqual([]);
  });

  it('lets content type itself from src/types and a route read content', async () => {
    expect(
      await layerErrors(
        'src/copy/probe.ts',
        "import type { CtaContent } from '@/types/sections/company';\n\nexport type Probe = CtaContent;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('src/app/routes/probe.tsx', "import { company } from '@/copy/company';\n\nexport const name = company.name;\n"),
    ).toEqual([]);
  });
});
