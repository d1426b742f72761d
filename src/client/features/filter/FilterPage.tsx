import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COLORS, ROOM_TYPE_NAMES } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { PageLoader } from '../../components/PageLoader';
import { Greeting } from '../../components/Greeting';
import { MyRoomPanel } from './myRoom/MyRoomPanel';
import { useRoomPhotoDraft } from './myRoom/useRoomPhotoDraft';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { swatchFor } from './colorSwatches';
import { useGetFilterOptionsQuery } from './filterApi';
import { useFurnitureSearch } from './useFurnitureSearch';

const ROOM_CHOICES: Choice[] = ROOM_TYPE_NAMES.map((value) => ({ value }));
const DRAWN_ROOM = 'Drawn room';
const MY_ROOM = 'My room';
const BACKDROP_CHOICES: Choice[] = [{ value: DRAWN_ROOM }, { value: MY_ROOM }];
const COLOR_CHOICES: Choice[] = COLORS.map((value) => ({ value, swatch: swatchFor(value) }));

/** Dashboard home: room type, colour and style, then the furniture that matches. */
export default function FilterPage() {
  const stored = useAppSelector((s) => s.filter.filterData);
  const [roomType, setRoomType] = useState(stored?.roomType ?? '');
  const [color, setColor] = useState(stored?.preferredColor ?? '');
  const [style, setStyle] = useState(stored?.preferredStyle ?? '');
  const storedPhoto = useAppSelector((s) => s.filter.roomPhoto);
  const [backdrop, setBackdrop] = useState(storedPhoto ? MY_ROOM : DRAWN_ROOM);
  const ownRoom = backdrop === MY_ROOM;
  const draft = useRoomPhotoDraft(storedPhoto, roomType, ownRoom);
  const options = useGetFilterOptionsQuery();
  const { search, searching } = useFurnitureSearch();

  useEffect(() => {
    // SPEC.md §8: a failed options fetch is logged; the screen offers a retry instead of the pickers.
    if (options.isError) console.error('Network response was not ok', options.error);
  }, [options.isError, options.error]);

  const styleChoices = useMemo<Choice[]>(
    () => (options.data?.data?.uniqueStyles ?? []).map((value) => ({ value })),
    [options.data],
  );
  const loaded = options.isSuccess;
  const loading = options.isLoading || options.isFetching || searching;
  // With "My room" the room needs a photo, a usable outline and the back wall's length as well.
  const complete = Boolean(roomType && color && style) && (!ownRoom || draft.params !== null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void search({ roomType, preferredColor: color, preferredStyle: style }, ownRoom ? draft.params : null);
  };

  const clearAll = () => {
    setRoomType('');
    setColor('');
    setStyle('');
    setBackdrop(DRAWN_ROOM);
    draft.clear();
  };

  return (
    <>
      <Greeting />
      <Paper
        variant="outlined"
        component="form"
        aria-labelledby="filter-heading"
        onSubmit={onSubmit}
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
          <Typography variant="h1" id="filter-heading">
            Filter
          </Typography>
          <Button variant="text" onClick={clearAll}>
            Clear all
          </Button>
        </Box>
        <ChoiceGroup
          legend="Room type"
          name="roomType"
          choices={ROOM_CHOICES}
          value={roomType}
          onChange={setRoomType}
        />
        <ChoiceGroup
          legend="Show the furniture in"
          name="backdrop"
          choices={BACKDROP_CHOICES}
          value={backdrop}
          onChange={setBackdrop}
        />
        {ownRoom && <MyRoomPanel draft={draft} />}
        {loaded && (
          <>
            <ChoiceGroup
              legend="Color"
              name="preferredColor"
              choices={COLOR_CHOICES}
              value={color}
              onChange={setColor}
            />
            <ChoiceGroup
              legend="Style"
              name="preferredStyle"
              choices={styleChoices}
              value={style}
              onChange={setStyle}
            />
          </>
        )}
        {options.isLoading && <PageLoader label="Loading filter options" />}
        {options.isError && (
          <Box sx={{ mb: 3 }}>
            <Typography color="error" sx={{ mb: 1 }}>
              The color and style options could not be loaded.
            </Typography>
            <Button variant="outlined" onClick={() => void options.refetch()}>
              Try again
            </Button>
          </Box>
        )}
        {/* On a phone the form is several screens tall: the action stays at the bottom of the view. */}
        <Box
          sx={{
            position: { xs: 'sticky', sm: 'static' },
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            py: { xs: 1.5, sm: 0 },
          }}
        >
          <Button type="submit" variant="contained" size="large" disabled={!complete || loading}>
            Select Furniture
          </Button>
        </Box>
      </Paper>
    </>
  );
}
