import { FaqSection } from '../../../components/content/faq-section';
import { siteFaq } from '../../../content/faq';

/** The site's frequent questions, the same ones /faq shows. */
export function ContactFaq() {
  return <FaqSection eyebrow="FAQ" items={siteFaq} />;
}
