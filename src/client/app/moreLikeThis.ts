import { createContext, useContext } from 'react';
import type { FurnitureDto } from '../../shared/api';

/**
 * Opens "more like this" for a piece. A screen that offers it provides the opener; a card outside
 * such a screen shows no button.
 */
export const MoreLikeThisContext = createContext<((item: FurnitureDto) => void) | null>(null);

export const useMoreLikeThis = () => useContext(MoreLikeThisContext);
