import { TemplateList } from '@/shared/publishing/components/template-list';
import { TEMU } from '../marketplace';

/** /publish/temuTemplate — listing templates made from designs: checked against Temu's rules, edited, published. */
export default function TemuTemplatePage() {
  return <TemplateList m={TEMU} />;
}
