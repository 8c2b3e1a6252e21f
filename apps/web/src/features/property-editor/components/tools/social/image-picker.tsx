import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Input, Text } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { INSTAGRAM_CAROUSEL_MAX, SOCIAL_POST_MAX_IMAGES, socialPostMessages } from '@vitrina/contract/schemas/social-post';
import { toggleImage, type Network } from '../../../lib/social-post';
import classes from './social.module.css';

interface ImagePickerProps {
  images: PropertyDraft['media'];
  network: Network;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The draft's images, chosen in the order clicked; each chosen one shows its place. */
export function ImagePicker({ images, network, value, onChange, error }: ImagePickerProps) {
  const sorted = [...images].sort((a, b) => a.index - b.index);
  const overCarousel = network === 'instagram' && value.length > INSTAGRAM_CAROUSEL_MAX;
  return (
    <Input.Wrapper
      label="Imágenes"
      description="Toca las imágenes en el orden en que quieres publicarlas."
      withAsterisk
      error={error}
      errorProps={{ role: 'alert' }}
    >
      <Group justify="flex-end" mb={6}>
        <Text size="xs" c="dimmed" aria-label={`${value.length} de ${SOCIAL_POST_MAX_IMAGES} imágenes elegidas`}>
          {value.length} / {SOCIAL_POST_MAX_IMAGES}
        </Text>
      </Group>
      <div className={classes.grid}>
        {sorted.map((image, i) => {
          const order = value.indexOf(image.propertyImageId) + 1;
          return (
            <Checkbox.Card
              key={image.propertyImageId}
              className={classes.image}
              checked={order > 0}
              aria-label={`Imagen ${i + 1}`}
              onClick={() => onChange(toggleImage(value, image.propertyImageId))}
            >
              <img src={image.imageUrl} alt="" loading="lazy" />
              {order > 0 && (
                <span className={classes.order} data-testid="image-order">
                  {order}
                </span>
              )}
            </Checkbox.Card>
          );
        })}
      </div>
      {overCarousel && (
        <Text size="sm" c="yellow.4" mt="xs" role="status">
          {socialPostMessages.instagramCarousel}
        </Text>
      )}
    </Input.Wrapper>
  );
}
