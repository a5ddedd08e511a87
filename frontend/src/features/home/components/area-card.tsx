import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductArea } from '@/config/product-areas';

/** A compact dashboard card linking to one product area. */
export function AreaCard({ area }: { area: ProductArea }) {
  const Icon = area.icon;
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 6px 20px rgba(67,56,202,0.12)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={area.path}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: 42,
            height: 42,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(67,56,202,0.08)',
            color: 'primary.main',
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em' }}
          >
            {area.group}
          </Typography>
          <Typography variant="h4" component="h2" sx={{ mb: 0.25 }}>
            {area.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {area.description}
          </Typography>
        </Box>
        <ChevronRight sx={{ color: 'text.disabled', alignSelf: 'center' }} />
      </CardActionArea>
    </Card>
  );
}
