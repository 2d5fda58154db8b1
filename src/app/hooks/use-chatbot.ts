import type { Systems } from '@machines/shop/shop.types';
import { useShopState } from '@/app/shop';

/**
 * The chat widget's journey once it runs as a journey of the visit (`chatbot`), else undefined.
 * The widget asks the visit for it (`chatbot.needed`) when it first shows.
 */
export const useChatbotRef = (): Systems['chatbot'] | undefined =>
  useShopState((s) => s.children.chatbot as Systems['chatbot'] | undefined);
