import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { styled } from '@mui/material/styles';
import { CardBody as Body, cardImageOf, cardOf, clampLines as clamp } from './cardParts';
import type { FurnitureDto } from '../../shared/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { firstImage, showPlaceholderOnError } from './furnitureImage';
import { formatPrice } from './formatPrice';
import { furnitureToggled, selectSelectedIdSet } from '../app/selectionSlice';
import { MoreLikeThisButton } from './MoreLikeThisButton';
import { SelectToggle } from './SelectToggle';

// Opened on demand; its code stays out of the cards' chunk.
const ProductDetailsDialog = lazy(() => import(/* webpackChunkName: "product-details" */ './ProductDetailsDialog'));

export const CARD_WIDTH = 240;
export const IMAGE_HEIGHT = 180;

const Card = cardOf(CARD_WIDTH);

const Image = cardImageOf(CARD_WIDTH, IMAGE_HEIGHT);

const Footer = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 'auto',
  paddingTop: 8,
});

const Title = styled('h3')(({ theme }) => ({ ...theme.typography.body1, margin: 0, fontWeight: 600 }));
// The title opens the details (its name stays the title, so the heading reads as before); a plain
// button, as every card of a page of hundreds carries one.
const TitleButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: 4,
  ...clamp(1),
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
}));
const Details = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
  ...clamp(2),
}));
const Price = styled('span')(({ theme }) => ({ ...theme.typography.body2, fontWeight: 700 }));

/** One product; it reads its own selected flag, so a toggle re-renders this card only. */
export const FurnitureCard = memo(function FurnitureCard({ item }: { item: FurnitureDto }) {
  const selected = useAppSelector((s) => selectSelectedIdSet(s).has(item._id));
  const dispatch = useAppDispatch();
  const onToggle = useCallback(() => dispatch(furnitureToggled(item)), [dispatch, item]);
  const [details, setDetails] = useState(false);
  return (
    <Card data-selected={selected} aria-label={item.title}>
      <Image
        src={firstImage(item.imageUrl)}
        alt={item.title}
        width={CARD_WIDTH}
        height={IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        onError={showPlaceholderOnError}
      />
      <Body>
        <Title>
          <TitleButton type="button" title={item.title} aria-haspopup="dialog" onClick={() => setDetails(true)}>
            {item.title}
          </TitleButton>
        </Title>
        <Details>{item.details}</Details>
        <MoreLikeThisButton item={item} />
        <Footer>
          <Price>{formatPrice(item.price)}</Price>
          <SelectToggle selected={selected} onToggle={onToggle} title={item.title} />
        </Footer>
      </Body>
      {details && (
        <Suspense fallback={null}>
          <ProductDetailsDialog item={item} onClose={() => setDetails(false)} />
        </Suspense>
      )}
    </Card>
  );
});
