import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { CardBody as Body, cardImageOf, cardOf, clampLines as clamp } from '../../components/cardParts';
import type { RecommendedPiece } from '../../../shared/api';
import { formatPrice } from '../../components/formatPrice';
import { firstImage, showPlaceholderOnError } from '../../components/furnitureImage';
import { MoreLikeThisButton } from '../../components/MoreLikeThisButton';

export const PIECE_CARD_WIDTH = 200;
const IMAGE_HEIGHT = 150;

const Card = cardOf(PIECE_CARD_WIDTH);

const Image = cardImageOf(PIECE_CARD_WIDTH, IMAGE_HEIGHT);

const Category = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: 0,
  color: theme.palette.text.secondary,
}));
const Title = styled('h3')(({ theme }) => ({ ...theme.typography.body1, margin: 0, fontWeight: 600, ...clamp(2) }));
const Price = styled('p')(({ theme }) => ({ ...theme.typography.body2, margin: 0, fontWeight: 700 }));
const Reason = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
}));
const Actions = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  marginTop: 'auto',
});

interface PieceCardProps {
  piece: RecommendedPiece;
  onSwap: (category: string) => void;
  /** An alternative is being fetched for this slot. */
  swapping: boolean;
}

/** One piece of a recommended set: picture, title, price (and how many), why it was chosen, and a swap. */
export function RecommendedPieceCard({ piece, onSwap, swapping }: PieceCardProps) {
  const { furniture, quantity, category, reason } = piece;
  const price = formatPrice(furniture.price);
  return (
    <Card aria-label={`${category}: ${furniture.title}`}>
      <Image
        src={firstImage(furniture.imageUrl)}
        // The heading below names the piece; the row's card of the same piece already has it as alt text.
        alt=""
        width={PIECE_CARD_WIDTH}
        height={IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        onError={showPlaceholderOnError}
      />
      <Body>
        <Category>{category}</Category>
        <Title title={furniture.title}>{furniture.title}</Title>
        <Price>{quantity > 1 ? `${quantity} × ${price}` : price}</Price>
        <Reason>{reason}</Reason>
        <Actions>
          {/* aria-disabled, not disabled: the button keeps the keyboard focus while the swap loads. */}
          <Button
            size="small"
            startIcon={<SwapHorizIcon />}
            aria-label={`Swap ${category}`}
            aria-disabled={swapping || undefined}
            onClick={() => {
              if (!swapping) onSwap(category);
            }}
            sx={{ px: 0.5 }}
          >
            Swap
          </Button>
          <MoreLikeThisButton item={furniture} />
        </Actions>
      </Body>
    </Card>
  );
}
