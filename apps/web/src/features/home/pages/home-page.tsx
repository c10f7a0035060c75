import { CatalogueHighlights } from '../components/catalogue-highlights';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { HomeFooter } from '../components/home-footer';
import { HomeHeader } from '../components/home-header';
import { VipPlans } from '../components/vip-plans';

/** /index: the official home page, public. */
export default function HomePage() {
  return (
    <div style={{ background: '#fff', minHeight: '100vh' }}>
      <HomeHeader />
      <main>
        <Hero />
        <FeatureGrid />
        <CatalogueHighlights />
        <VipPlans />
      </main>
      <HomeFooter />
    </div>
  );
}
