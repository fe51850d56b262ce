import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// A card of the hand shown big: "Choose this card" (or a tap on it) picks it, "Back" or a tap
// beside it closes. Created only while a card is shown big.
Rectangle {
    id: zoom
    objectName: "zoomOverlay"
    required property string cardId
    required property string description
    required property bool chosen
    signal choose()
    signal close()
    color: Theme.veilDeep
    Component.onCompleted: chooseButton.forceActiveFocus()
    Keys.onEscapePressed: zoom.close()
    // Escape closes this, not the screen under it (the window's Escape shortcut means "back")
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }

    MouseArea { objectName: "zoomOutside"; anchors.fill: parent; onClicked: zoom.close() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        Card {
            objectName: "zoomCard"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: zoom.height - 2 * Theme.margin - Theme.touch - Theme.gap
            Layout.preferredWidth: Layout.preferredHeight / Theme.cardAspect
            cardId: zoom.cardId
            description: zoom.description
            TapHandler { onTapped: zoom.choose() }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            BigButton {
                objectName: "zoomBack"
                text: qsTr("Back")
                tone: "paper"
                onActivated: zoom.close()
                KeyNavigation.right: chooseButton
            }
            BigButton {
                id: chooseButton
                objectName: "zoomChoose"
                text: zoom.chosen ? qsTr("Put it back") : qsTr("Choose this card")
                onActivated: zoom.choose()
            }
        }
    }
}
