import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { ItemTable } from '../../../shared/api';
import { formatMoney } from './money';

/** The pieces of a generated room with their prices and the total. */
export function ItemTableView({ table, caption = 'Items in this room' }: { table: ItemTable; caption?: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Style</TableCell>
            <TableCell>Color</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.items.map((item) => (
            <TableRow key={item._id}>
              <TableCell component="th" scope="row">
                {item.title}
              </TableCell>
              <TableCell>{item.category}</TableCell>
              <TableCell>{item.style}</TableCell>
              <TableCell>{item.color}</TableCell>
              <TableCell align="right">{formatMoney(item.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              {formatMoney(table.total)}
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
