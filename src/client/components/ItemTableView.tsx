import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { ItemTable } from '../../shared/api';
import { formatPrice } from './formatPrice';

// On a phone the name and the price matter; the other columns would push the price off screen.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** The pieces of a generated room with their prices and the total. */
export function ItemTableView({ table, caption = 'Items in this room' }: { table: ItemTable; caption?: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell sx={WIDE_ONLY}>Category</TableCell>
            <TableCell sx={WIDE_ONLY}>Style</TableCell>
            <TableCell sx={WIDE_ONLY}>Color</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.items.map((item) => (
            <TableRow key={item._id}>
              <TableCell component="th" scope="row">
                {item.title}
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{item.category}</TableCell>
              <TableCell sx={WIDE_ONLY}>{item.style}</TableCell>
              <TableCell sx={WIDE_ONLY}>{item.color}</TableCell>
              <TableCell align="right">{formatPrice(item.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              Total
            </TableCell>
            <TableCell colSpan={3} sx={WIDE_ONLY} />
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              {formatPrice(table.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** A table that is safe to render: the storage or a server may hand over anything. */
export function isItemTable(value: unknown): value is ItemTable {
  const t = value as Partial<ItemTable> | null;
  return Boolean(t && Array.isArray(t.items) && t.total && typeof t.total.amount === 'number');
}
