import { memo, useCallback } from 'react';
import { styled } from '@mui/material/styles';
import type { FurnitureDto } from '../../shared/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { firstImage, showPlaceholderOnError } from './furnitureImage';
import { formatPrice } from './formatPrice';
import { furnitureToggled, selectSelectedIdSet } from '../app/selectionSlice';
import { MoreLikeThisButton } from './MoreLikeThisButton';
import { SelectToggle } from './SelectToggle';

export const CARD_WIDTH = 240;
export const IMAGE_HEIGHT = 180;

// Static styled parts: with hundreds of cards, per-instance sx would be serialised on every render.
const Card = styled('article')(({ theme }) => ({
  flex: `0 0 ${CARD_WIDTH}px`,
  width: CARD_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 14,
  background: theme.palette.background.paper,
  overflow: 'hidden',
  scrollSnapAlign: 'start',
  '&[data-selected="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

const Image = styled('img')({
  display: 'block',
  width: CARD_WIDTH,
  height: IMAGE_HEIGHT,
  objectFit: 'contain',
  background: '#f3f0eb',
});

const Body = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.5),
  flex: 1,
}));

const Footer = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 'auto',
  paddingTop: 8,
});

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

const Title = styled('h3')(({ theme }) => ({ ...theme.typography.body1, margin: 0, fontWeight: 600, ...clamp(1) }));
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
        <Title title={item.title}>{item.title}</Title>
        <Details>{item.details}</Details>
        <MoreLikeThisButton item={item} />
        <Footer>
          <Price>{formatPrice(item.price)}</Price>
          <SelectToggle selected={selected} onToggle={onToggle} title={item.title} />
        </Footer>
      </Body>
    </Card>
  );
});
