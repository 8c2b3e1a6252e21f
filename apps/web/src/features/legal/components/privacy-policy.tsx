import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalList, LegalPage, LegalSection } from './legal-page';

/** /privacy: what Vitrina stores, why, for how long, who sees it and how to delete it. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Política de privacidad"
      intro="Vitrina es una herramienta para agentes inmobiliarios: guarda tus clientes, tus tareas y tus propiedades, y publica tus propiedades en Instagram y Facebook cuando tú lo pides. Aquí te contamos qué datos guardamos, para qué, durante cuánto tiempo, quién los ve y cómo puedes eliminarlos."
    >
      <LegalSection title="Qué datos guardamos y para qué">
        <LegalList
          items={[
            <>
              <strong>Tu cuenta:</strong> nombre, apellido, correo electrónico, teléfono de contacto, estado y localidad, y, si los
              escribes, sexo, fecha de nacimiento, descripción y foto de perfil. Los usamos para que entres a tu cuenta, para
              mostrar tu nombre en tus publicaciones y para escribirte sobre tu cuenta. Tu contraseña nunca se guarda tal cual:
              guardamos solo una huella cifrada que no permite leerla.
            </>,
            <>
              <strong>Los datos de tus clientes:</strong> nombres, teléfono, correo electrónico, cédula, sexo, fecha de nacimiento,
              estado y localidad, tipo de cliente, tareas, adjuntos y actividad. Los guardas tú para llevar tu trabajo; al
              registrarlos confirmas que tu cliente está de acuerdo en que los guardes.
            </>,
            <>
              <strong>Tus propiedades:</strong> borradores y propiedades publicadas, con su precio, descripción, ambientes,
              detalles, dirección y ubicación en el mapa, fotos y videos. Sirven para armar la publicación y mostrarla.
            </>,
            <>
              <strong>Tus cuentas de Instagram y Facebook conectadas:</strong> el nombre de la cuenta o página y los permisos
              (tokens de acceso) que Meta nos da al conectarla, guardados cifrados. Los usamos solo para publicar, actualizar o
              eliminar las publicaciones que tú pides, y para mostrarte su estado.
            </>,
            <>
              <strong>Archivos:</strong> fotos y videos de tus propiedades, tu foto de perfil, las fotos de tus clientes y los
              adjuntos de las tareas. Las fotos y videos de las propiedades y tu foto de perfil se muestran en tus publicaciones;
              los adjuntos y las fotos de tus clientes son privados y sus enlaces caducan en un día.
            </>,
            <>
              <strong>Datos técnicos:</strong> tu sesión (una cookie que te mantiene dentro durante 30 días o hasta que cierres
              sesión), la dirección IP y los intentos de inicio de sesión, para proteger las cuentas de abusos, y los errores de la
              aplicación, para corregirlos.
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection title="Quién ve tus datos">
        <LegalList
          items={[
            'Tus clientes, tareas, notas y borradores solo los ves tú. Si otro agente también trabaja con la misma persona, comparten únicamente su nombre, teléfono y correo; la cédula, la fecha de nacimiento, las tareas, las notas y todo lo demás es solo tuyo.',
            'Lo que publicas (la propiedad, sus fotos, su ubicación y tu nombre de agente) es público: lo ve cualquiera que abra el enlace o la publicación en Instagram o Facebook.',
            'Para prestar el servicio usamos proveedores que tratan algunos datos por nosotros: Meta (Instagram y Facebook) al publicar, un servicio de mapas para buscar direcciones, el correo electrónico para enviarte mensajes y, si está activado, un control contra robots y un registro de errores. No vendemos tus datos ni los de tus clientes.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Cuánto tiempo los guardamos">
        <LegalList
          items={[
            'Los datos de tu cuenta, tus clientes y tus propiedades se guardan mientras tengas tu cuenta, o hasta que los elimines.',
            'Los borradores vacíos que no tocaste se eliminan solos al día siguiente.',
            'Los enlaces para cambiar la contraseña valen 60 minutos y una sola vez; las sesiones, 30 días.',
            'Los datos de una cuenta de Instagram o Facebook se eliminan al desconectarla o cuando quitas el acceso a Vitrina desde Meta.',
            'Cuando se elimina tu cuenta, eliminamos sus datos y archivos en un plazo máximo de 30 días.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Cómo eliminar tus datos o tu cuenta">
        <Text>
          Puedes borrar en cualquier momento tus clientes, tareas, adjuntos, borradores y fotos desde Vitrina. Para desconectar
          Instagram o Facebook, ve a Cuenta {'>'} Integraciones y pulsa «Desconectar»; también puedes quitar el acceso desde Meta
          siguiendo los pasos de{' '}
          <Anchor component={Link} to="/instagram/data-delete/instructions">
            Cómo eliminar tus datos de Instagram
          </Anchor>{' '}
          y{' '}
          <Anchor component={Link} to="/facebook/data-delete/instructions">
            Cómo eliminar tus datos de Facebook
          </Anchor>
          .
        </Text>
        <Text>
          Para eliminar tu cuenta completa, escríbenos desde el correo electrónico de tu cuenta respondiendo a cualquiera de los
          correos que te envía Vitrina y pide que la eliminemos. Confirmaremos que eres tú y la eliminaremos, con tus clientes,
          propiedades, publicaciones guardadas y archivos, en un plazo máximo de 30 días.
        </Text>
      </LegalSection>

      <LegalSection title="Tus derechos">
        <Text>
          Puedes pedirnos una copia de tus datos, corregirlos (la mayoría los corriges tú mismo en Cuenta {'>'} Perfil) o
          eliminarlos, escribiéndonos de la misma forma.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
