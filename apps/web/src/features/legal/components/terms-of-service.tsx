import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LegalList, LegalPage, LegalSection } from './legal-page';

/** /terms: the conditions of use of Vitrina. */
export function TermsOfService() {
  return (
    <LegalPage
      title="Términos y condiciones"
      intro="Estos términos explican cómo puedes usar Vitrina, la herramienta para agentes inmobiliarios que organiza tus clientes, tus tareas y tus propiedades y las publica en Instagram y Facebook. Al crear tu cuenta los aceptas."
    >
      <LegalSection title="Tu cuenta">
        <LegalList
          items={[
            'La cuenta es personal. Eres responsable de lo que se haga con ella: guarda tu contraseña y cierra sesión en equipos compartidos.',
            'Los datos que escribes deben ser verdaderos, en particular tu nombre y tu teléfono de contacto, que se muestran en tus publicaciones.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Tus clientes">
        <Text>
          Los datos de tus clientes los registras tú. Debes tener su permiso para guardarlos y usarlos solo para atenderlos.
          Vitrina los guarda por ti y no los muestra a otros agentes, salvo el nombre, el teléfono y el correo de una persona con
          la que también trabajan (ver la{' '}
          <Anchor component={Link} to={paths.privacy}>
            Política de privacidad
          </Anchor>
          ).
        </Text>
      </LegalSection>

      <LegalSection title="Tus propiedades y publicaciones">
        <LegalList
          items={[
            'Publica solo propiedades que tengas autorización para ofrecer, con precios, fotos y descripciones reales.',
            'Las fotos y videos que subes siguen siendo tuyos; nos das permiso para guardarlos, adaptarlos (por ejemplo, reducir su tamaño) y mostrarlos en tus publicaciones.',
            'Al conectar Instagram o Facebook, Vitrina publica en tu nombre solo lo que tú pides. Esas publicaciones también se rigen por las normas de Meta.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Uso permitido">
        <Text>
          No uses Vitrina para enviar publicidad no deseada, publicar contenido engañoso o ilegal, ni para intentar entrar a
          cuentas o datos de otros. Podemos suspender una cuenta que lo haga.
        </Text>
      </LegalSection>

      <LegalSection title="El servicio">
        <Text>
          Trabajamos para que Vitrina esté disponible y tus datos seguros, pero el servicio se ofrece tal como está: puede tener
          interrupciones, y las publicaciones dependen también de Instagram y Facebook. Podemos cambiar estos términos; te
          avisaremos de los cambios importantes.
        </Text>
      </LegalSection>

      <LegalSection title="Cerrar tu cuenta">
        <Text>
          Puedes dejar de usar Vitrina cuando quieras y pedirnos que eliminemos tu cuenta y tus datos, como explica la{' '}
          <Anchor component={Link} to={paths.privacy}>
            Política de privacidad
          </Anchor>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
