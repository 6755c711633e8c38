import { useEffect, useState } from 'react'
import { fillTemplate } from '../../text/fillTemplate'
import { useIslandText } from '../../i18n/IslandTextContext'
import { LIGHTBOX_ATTRIBUTE } from '../../richtext/RichTextImage'
import { Modal } from '../ui/Modal'

interface LightboxImage {
  src: string
  alt: string
}

/** Opens any link marked `data-lightbox` (the images in rich text) in a full-size modal instead of navigating. */
export function Lightbox() {
  const text = useIslandText()
  const [image, setImage] = useState<LightboxImage | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTE}]`)
      if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      setImage({ src: link.href, alt: link.querySelector('img')?.alt ?? '' })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <Modal
      isOpen={image !== null}
      onClose={() => setImage(null)}
      label={image?.alt ? fillTemplate(text.imageNamed, { name: image.alt }) : text.image}
      className="lightbox"
    >
      {image ? <img className="lightbox__image" src={image.src} alt={image.alt} /> : null}
    </Modal>
  )
}
