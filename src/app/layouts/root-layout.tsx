import { SiteFrame } from './site-frame';

export function RootLayout() {
  return <SiteFrame variant="default" />;
}
