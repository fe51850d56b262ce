import QtQuick

// On a screen that opens while a finger or the mouse is still down (the hold on "I am ..."),
// the letting go must not choose anything under it. This shield lies over the screen and eats
// that carried press's release; the first fresh press goes straight through to what is under
// it, and from then on the shield is gone.
MouseArea {
    id: shield
    objectName: "pressShield"
    anchors.fill: parent
    z: 1000
    property bool armed: true
    enabled: armed
    acceptedButtons: Qt.AllButtons
    onReleased: armed = false                  // the carried press ends here: nothing chosen
    onPressed: (mouse) => {                    // a fresh press: let it through, and go
        armed = false
        mouse.accepted = false
    }
    Accessible.ignored: true
}
